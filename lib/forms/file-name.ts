const FILE_NAME_DISPLAY_LIMIT = 20;

export function shortFileName(name: string, limit = FILE_NAME_DISPLAY_LIMIT): string {
  // By code points, so an emoji or an accented letter is never cut in half.
  const characters = Array.from(name);
  return characters.length <= limit ? name : `${characters.slice(0, limit).join('')}…`;
}
