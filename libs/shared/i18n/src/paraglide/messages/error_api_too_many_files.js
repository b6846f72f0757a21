/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Too_Many_FilesInputs */

const en_error_api_too_many_files = /** @type {(inputs: Error_Api_Too_Many_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You added more files than one form can take.`)
};

/**
* | output |
* | --- |
* | "You added more files than one form can take." |
*
* @param {Error_Api_Too_Many_FilesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_too_many_files = /** @type {((inputs?: Error_Api_Too_Many_FilesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Too_Many_FilesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_too_many_files(inputs)
});