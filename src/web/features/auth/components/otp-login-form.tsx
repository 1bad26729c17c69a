import { useState, type FormEvent } from 'react';
import type { SessionResponse } from '../../../../shared/auth';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { sendOtp, verifyOtp } from '../api/auth-api';
import { FormMessage } from './auth-card';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

interface Props {
  onBack: () => void;
  onLoggedIn: (session: SessionResponse) => void;
}

/** Mobile, Send OTP, then the code (plus name and e-mail for a new account), Confirm OTP. */
export function OtpLoginForm({ onBack, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const msg = useMessage();
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState<{ isNewAccount: boolean; message: string }>();
  const [otp, setOtp] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    if (!mobile) return setError(t('auth.otp.enterMobile'));
    void run(async () => setSent(await sendOtp(mobile)));
  };

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(otp.trim())) return setError(t('auth.otp.sixDigits'));
    if (sent?.isNewAccount && (!name.trim() || !email.trim())) {
      return setError(t('auth.otp.nameAndEmail'));
    }
    void run(async () =>
      onLoggedIn(
        await verifyOtp({
          mobile,
          otp: otp.trim(),
          ...(sent?.isNewAccount ? { name: name.trim(), email: email.trim().toLowerCase() } : {}),
        }),
      ),
    );
  };

  return (
    <form onSubmit={sent ? onConfirm : onSend} noValidate className="space-y-4">
      <PhoneField
        label={t('auth.mobile')}
        value={mobile}
        onChange={(v) => {
          setMobile(v);
          // A different number starts again from step one.
          setSent(undefined);
          setOtp('');
        }}
      />
      {sent && (
        <>
          <FormMessage kind="success">{msg(sent.message)}</FormMessage>
          <TextField
            label={t('auth.otp.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
          />
          {sent.isNewAccount && (
            <>
              <TextField
                label={t('auth.name')}
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <TextField
                label={t('auth.emailId')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </>
          )}
        </>
      )}
      {error && <FormMessage kind="error">{msg(error)}</FormMessage>}
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? t('auth.otp.wait') : sent ? t('auth.otp.confirm') : t('auth.otp.send')}
      </button>
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-800">
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}
