const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export const formatBlogDate = (iso: string) => dateFormat.format(new Date(iso));

export const BLOG_LIST_DESCRIPTION =
  'Road trips, driving tips and city guides for self-drive travellers in Chhattisgarh: Raipur, Bhilai, Durg, Bilaspur, Ambikapur and beyond.';
