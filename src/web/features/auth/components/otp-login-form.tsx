import { useState, type FormEvent } from 'react';
import type { SessionResponse } from '../../../../shared/auth';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { sendOtp, verifyOtp } from '../api/auth-api';
import { FormMessage } from './auth-card';

interface Props {
  onBack: () => void;
  onLoggedIn: (session: SessionResponse) => void;
}

/** Mobile, Send OTP, then the code (plus name and e-mail for a new account), Confirm OTP. */
export function OtpLoginForm({ onBack, onLoggedIn }: Props) {
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
    if (!mobile) return setError('Please enter your mobile number.');
    void run(async () => setSent(await sendOtp(mobile)));
  };

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(otp.trim())) return setError('The OTP is the 6 digits we sent you.');
    if (sent?.isNewAccount && (!name.trim() || !email.trim())) {
      return setError('Please enter your name and e-mail to create your account.');
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
        label="Mobile Number"
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
          <FormMessage kind="success">{sent.message}</FormMessage>
          <TextField
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
          />
          {sent.isNewAccount && (
            <>
              <TextField
                label="Name"
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <TextField
                label="Email ID"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </>
          )}
        </>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? 'Please wait…' : sent ? 'Confirm OTP' : 'Send OTP'}
      </button>
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-800">
        Back to Login
      </button>
    </form>
  );
}
