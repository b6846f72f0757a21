/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Upload_Quota_ExceededInputs */

const en_error_api_upload_quota_exceeded = /** @type {(inputs: Error_Api_Upload_Quota_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have uploaded as much as we can hold before a form is sent. Please send your form, or wait an hour and try again.`)
};

/**
* | output |
* | --- |
* | "You have uploaded as much as we can hold before a form is sent. Please send your form, or wait an hour and try again." |
*
* @param {Error_Api_Upload_Quota_ExceededInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_upload_quota_exceeded = /** @type {((inputs?: Error_Api_Upload_Quota_ExceededInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Upload_Quota_ExceededInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_upload_quota_exceeded(inputs)
});