/** Up to two initials of a name, in capitals: "Ada Lovelace" → "AL", "mary-jane o'neil" → "MO". */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toLocaleUpperCase())
    .join("")
    .slice(0, 2);
}
