import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LESSON_PROGRESS_MESSAGES } from '../../../../shared/lesson-progress-messages';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { CertificatePage } from './certificate-page';

function stubServer() {
  return stubFetch((u) => {
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
    if (u.pathname === '/api/lessons/certificates/DL-7K2M-QX9P') {
      return {
        body: {
          code: 'DL-7K2M-QX9P',
          learnerName: 'आशा साहू',
          packageTitle: 'ADTC light motor vehicle course',
          branchName: 'Bhilai',
          form: 'form_5b',
          practicalHours: 22.5,
          theoryHours: 8,
          issuedAt: '2026-12-02T06:30:00.000Z',
        },
      };
    }
    if (u.pathname.startsWith('/api/lessons/certificates/')) {
      return { status: 404, body: { message: LESSON_PROGRESS_MESSAGES.certificateNotFound } };
    }
    return {
      status: 404,
      body: {
        message:
          'No certificate has this code. Please check the code as printed on the certificate.',
      },
    };
  });
}

function open(url: string) {
  const fetchMock = stubServer();
  renderRoutes(
    [
      { path: '/certificate', element: <CertificatePage /> },
      { path: '/certificate/:code', element: <CertificatePage /> },
    ],
    [url],
  );
  return fetchMock;
}

describe('the public certificate check', () => {
  it("confirms a certificate with the learner's name, the course and the date only", async () => {
    open('/certificate/ABCD-EFGH-JKMN');
    expect(await screen.findByText('This certificate is genuine.')).toBeInTheDocument();
    expect(screen.getByText('आशा साहू')).toBeInTheDocument();
    expect(screen.getByText("Learner's Licence Test Preparation")).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
  });

  it('says clearly when no certificate has the code, and checks another one', async () => {
    open('/certificate/ZZZZ-ZZZZ-ZZZZ');
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

describe("the public check of a practical lessons' training certificate", () => {
  it('checks a DL- code with the lessons and shows the form in words and the hours', async () => {
    const fetchMock = open('/certificate/DL-7K2M-QX9P');
    expect(await screen.findByText('This certificate is genuine.')).toBeInTheDocument();
    expect(screen.getByText('आशा साहू')).toBeInTheDocument();
    expect(screen.getByText('ADTC light motor vehicle course')).toBeInTheDocument();
    expect(screen.getByText('Bhilai')).toBeInTheDocument();
    expect(screen.getByText('Form 5B of an accredited driver training centre')).toBeInTheDocument();
    expect(screen.getByText('22.5 hours')).toBeInTheDocument();
    expect(screen.getByText('8 hours')).toBeInTheDocument();
    expect(screen.getByText('2 Dec 2026')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/lessons/certificates/DL-7K2M-QX9P');
    expect(requestedPaths(fetchMock).some((p) => p.startsWith('/api/learning/'))).toBe(false);
  });

  it('says no certificate has an unknown DL- code', async () => {
    open('/certificate/DL-0000-0000');
    expect(
      await screen.findByText(LESSON_PROGRESS_MESSAGES.certificateNotFound),
    ).toBeInTheDocument();
    expect(screen.queryByText('This certificate is genuine.')).toBeNull();
  });
});
