/**
 * Saves a blob under a file name through a temporary link (the browser's download), then frees it.
 *
 * @example downloadBlob(await command('BaixarArquivoBiblioteca', { ID: 3 }, { responseType: 'blob' }), 'a.pdf');
 */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
