/** Hands a file made in the browser to the user as a download. */
export function download(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The type of a CSV file the browser saves (its text starts with a BOM, so Excel reads it as UTF-8). */
export const CSV = 'text/csv;charset=utf-8';
