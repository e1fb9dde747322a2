import { css, type Theme } from '@emotion/react';

/** docs/chat.md#topic-list: an avatar without an image gets one of 4 colours. */
const AVATAR_COLOURS = (theme: Theme) => [
  theme.colors.brand.main,
  theme.colors.success.main,
  theme.colors.warning.main,
  theme.colors.info.main,
];

/** The sum of the id's character codes, mod 4: the same owner always gets the same colour. */
export function avatarColourIndex(ownerId: string): number {
  let sum = 0;
  for (let i = 0; i < ownerId.length; i += 1) sum += ownerId.charCodeAt(i);
  return sum % 4;
}

const avatarStyle = (theme: Theme, size: number, colourIndex: number) => css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${size}px;
  height: ${size}px;
  overflow: hidden;
  border-radius: ${theme.radii.pill};
  background: ${AVATAR_COLOURS(theme)[colourIndex]};
  color: ${theme.colors.text.inverse};
  font-size: ${Math.round(size * 0.42)}px;
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: 1;
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    background: ${theme.colors.surface.raised};
  }
`;

export interface PartyAvatarProps {
  ownerId: string;
  name: string;
  imageUrl?: string | null;
  size?: number;
}

/**
 * A party's round avatar: its image, or the first letter of its name on a colour of its own.
 * Decorative: the name is always written next to it.
 */
export function PartyAvatar({ ownerId, name, imageUrl, size = 44 }: PartyAvatarProps) {
  return (
    <span
      aria-hidden="true"
      data-colour={imageUrl ? undefined : avatarColourIndex(ownerId)}
      css={(theme) => avatarStyle(theme, size, avatarColourIndex(ownerId))}
    >
      {imageUrl ? <img src={imageUrl} alt="" /> : (Array.from(name.trim())[0] ?? '')}
    </span>
  );
}
