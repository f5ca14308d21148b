/** A file as multipart/form-data in the field `file`, which the upload endpoints read. */
export function fileForm(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}
