/** Answers a PDF as a download under its file name. */
export function sendPdf(
  reply: { header(name: string, value: string): unknown },
  file: { filename: string; pdf: Buffer },
) {
  reply.header('Content-Type', 'application/pdf');
  reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
  return file.pdf;
}
