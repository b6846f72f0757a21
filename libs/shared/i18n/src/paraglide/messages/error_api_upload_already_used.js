/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Upload_Already_UsedInputs */

const en_error_api_upload_already_used = /** @type {(inputs: Error_Api_Upload_Already_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A file you added was already sent with another form. Please add it again.`)
};

/**
* | output |
* | --- |
* | "A file you added was already sent with another form. Please add it again." |
*
* @param {Error_Api_Upload_Already_UsedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_upload_already_used = /** @type {((inputs?: Error_Api_Upload_Already_UsedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Upload_Already_UsedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_upload_already_used(inputs)
});