/** A file name the visitor recognises for a result's card, without the characters file systems refuse. */
export function imageFileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]/g, '').trim().slice(0, 60) || 'result'}.png`;
}
