export { csvCell, csvLine } from './csv-cell';
export { csvColumns, csvHeaderOf, streamCsv, type CsvColumn, type FetchPage } from './csv-export';
export { ApiCsvExport } from './api-csv-export';
export { csvDollars, csvTime, type CsvFormat } from './csv-format';
