/** How many bytes at the end of `buffer` could begin `pattern` (so a tag split between chunks is still found). */
export function partialTail(buffer: Buffer, pattern: Buffer): number {
  for (let length = Math.min(pattern.length - 1, buffer.length); length > 0; length--) {
    if (buffer.subarray(buffer.length - length).equals(pattern.subarray(0, length))) return length;
  }
  return 0;
}
