// Documents and statements (issue 28), a route chunk of their own.
export { DocumentPage } from './document-page';
export { DocumentsPage } from './documents-page';
