/**
 * Generated SVG images for the demo catalogue: posting title images (1368x540, the size the
 * company form recommends) and company logos and icons, drawn in the company's colour. They
 * are served by the api (`GET /api/catalog/images/{kind}-{id}.svg`), so the product needs
 * no external image host. URLs are relative to the api's origin.
 */

export type ImageKind = 'product' | 'org-logo' | 'org-icon';

export const IMAGE_FILE = /^(product|org-logo|org-icon)-([A-Za-z0-9-]{1,100})\.svg$/;

export const imageUrl = (kind: ImageKind, id: string) => `/api/catalog/images/${kind}-${id}.svg`;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A stable number from a string (FNV-1a), to vary shapes per image. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function shade(hex: string, amount: number): string {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0x2f6fde;
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

const FONT = `font-family="'Hiragino Sans','Noto Sans JP','Yu Gothic',sans-serif"`;

/** The first character that reads well as a monogram (skips 株式会社). */
const monogram = (name: string) => Array.from(name.replace(/株式会社/g, '').trim())[0] ?? 'J';

export function titleImageSvg(input: {
  id: string;
  color: string;
  label: string;
  company: string;
}): string {
  const seed = hash(input.id);
  const light = shade(input.color, 0.35);
  const dark = shade(input.color, -0.35);
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed >> (i * 3)) % 1368;
    const y = ((seed >> (i * 2 + 1)) % 540) - 60;
    const r = 60 + ((seed >> i) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  const slant = 300 + (seed % 500);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1368" height="540" viewBox="0 0 1368 540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="1368" height="540" fill="url(#g)"/>${circles}
<path d="M${slant} 540 L${slant + 420} 0 L1368 0 L1368 540 Z" fill="#000" opacity="0.08"/>
<text x="96" y="250" ${FONT} font-size="64" font-weight="700" fill="#fff">${escapeXml(input.label)}</text>
<text x="96" y="330" ${FONT} font-size="36" fill="#fff" opacity="0.9">${escapeXml(input.company)}</text>
</svg>`;
}

export function logoSvg(input: { color: string; name: string }): string {
  const name = input.name.replace(/株式会社/g, '').trim();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
<rect width="480" height="160" fill="#fff"/>
<rect x="24" y="32" width="96" height="96" rx="24" fill="${shade(input.color, 0)}"/>
<text x="72" y="98" text-anchor="middle" ${FONT} font-size="52" font-weight="700" fill="#fff">${escapeXml(monogram(input.name))}</text>
<text x="144" y="96" ${FONT} font-size="${name.length > 10 ? 26 : 34}" font-weight="700" fill="${shade(input.color, -0.3)}">${escapeXml(name)}</text>
</svg>`;
}

export function iconSvg(input: { color: string; name: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="28" fill="${shade(input.color, 0)}"/>
<circle cx="104" cy="24" r="36" fill="#fff" opacity="0.15"/>
<text x="64" y="86" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff">${escapeXml(monogram(input.name))}</text>
</svg>`;
}
