/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Unknown_UploadInputs */

const en_error_api_unknown_upload = /** @type {(inputs: Error_Api_Unknown_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A file you added has expired. Please remove it and add it again.`)
};

/**
* | output |
* | --- |
* | "A file you added has expired. Please remove it and add it again." |
*
* @param {Error_Api_Unknown_UploadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unknown_upload = /** @type {((inputs?: Error_Api_Unknown_UploadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Unknown_UploadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_unknown_upload(inputs)
});