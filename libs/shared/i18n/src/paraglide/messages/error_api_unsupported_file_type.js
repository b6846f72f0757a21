/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Unsupported_File_TypeInputs */

const en_error_api_unsupported_file_type = /** @type {(inputs: Error_Api_Unsupported_File_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This type of file cannot be uploaded here.`)
};

/**
* | output |
* | --- |
* | "This type of file cannot be uploaded here." |
*
* @param {Error_Api_Unsupported_File_TypeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unsupported_file_type = /** @type {((inputs?: Error_Api_Unsupported_File_TypeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Unsupported_File_TypeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_unsupported_file_type(inputs)
});