import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { Spinner } from '@jobmatch/shared';

const frameStyle = css`
  width: 200px;
  height: 200px;
  margin: 0 auto;
  padding: 8px;
  background: #fff;
  display: flex;
  align-items: center;
  justify-content: center;
  & svg {
    width: 100%;
    height: 100%;
  }
`;

/**
 * The `otpauth://` URI as a QR code an authenticator app scans. The encoder is loaded only here,
 * when someone enrols, and draws an SVG (black on white, as scanners expect in dark mode too).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toString }) =>
      toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((markup) => {
        if (current) setSvg(markup);
      }),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div css={frameStyle} role="img" aria-label={label}>
      {svg ? (
        // the encoder's own markup: paths only, from a value we generated
        <div css={{ width: '100%', height: '100%' }} dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
