import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { CertificatePage } from './certificate-page';

function setup(url: string) {
  stubFetch((u) => {
    if (u.pathname === '/api/learning/certificates/ABCD-EFGH-JKMN') {
      return {
        body: {
          code: 'ABCD-EFGH-JKMN',
          learnerName: 'आशा साहू',
          courseTitle: "Learner's Licence Test Preparation",
          issuedAt: '2026-11-20T06:30:00.000Z',
        },
      };
    }
    return {
      status: 404,
      body: {
        message:
          'No certificate has this code. Please check the code as printed on the certificate.',
      },
    };
  });
  return renderRoutes(
    [
      { path: '/certificate', element: <CertificatePage /> },
      { path: '/certificate/:code', element: <CertificatePage /> },
    ],
    [url],
  );
}

describe('the public certificate check', () => {
  it("confirms a certificate with the learner's name, the course and the date only", async () => {
    setup('/certificate/ABCD-EFGH-JKMN');
    expect(await screen.findByText('This certificate is genuine.')).toBeInTheDocument();
    expect(screen.getByText('आशा साहू')).toBeInTheDocument();
    expect(screen.getByText("Learner's Licence Test Preparation")).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
  });

  it('says clearly when no certificate has the code, and checks another one', async () => {
    setup('/certificate/ZZZZ-ZZZZ-ZZZZ');
    expect(
      await screen.findByText(
        'No certificate has this code. Please check the code as printed on the certificate.',
      ),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('Certificate code');
    await userEvent.clear(field);
    await userEvent.type(field, 'abcd-efgh-jkmn');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('This certificate is genuine.')).toBeInTheDocument();
  });
});
