import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key rate limits count a client under: its IPv4 address, or the /64 prefix of its IPv6
 * address, since one subscriber usually holds a whole /64 and could otherwise take a fresh
 * address per request (docs/api.md#rate-limits).
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail] = (ip.split('%')[0] ?? '').split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // an embedded IPv4 address at the end stands for two groups
  const tailLength = tailGroups.length + (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailLength).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
