/** unicode-name ships JavaScript only: the one function this project uses. */
declare module 'unicode-name' {
  export function unicodeName(char: string | number): string | undefined;
}
