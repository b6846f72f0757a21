/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_File_MissingInputs */

const en_error_api_file_missing = /** @type {(inputs: Error_Api_File_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a file to upload.`)
};

/**
* | output |
* | --- |
* | "Please choose a file to upload." |
*
* @param {Error_Api_File_MissingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_file_missing = /** @type {((inputs?: Error_Api_File_MissingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_File_MissingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_file_missing(inputs)
});