import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from 'react-i18next';

/** The upi:// link as a QR code any UPI app can scan. */
export function UpiQr({ link }: { link: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => {
      if (live) setSvg(s);
    });
    return () => {
      live = false;
    };
  }, [link]);
  if (!svg) return <Spinner label={t('payment.drawingQr')} />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('payment.qrAlt')}
      data-upi-link={link}
      className="mx-auto size-56 rounded-xl border border-slate-200 bg-white p-2"
    />
  );
}
