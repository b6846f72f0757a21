/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, kinds: NonNullable<unknown> }} Upload_Error_Wrong_KindInputs */

const en_upload_error_wrong_kind = /** @type {(inputs: Upload_Error_Wrong_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is not a ${i?.kinds} file.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" is not a {kinds} file." |
*
* @param {Upload_Error_Wrong_KindInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_error_wrong_kind = /** @type {((inputs: Upload_Error_Wrong_KindInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Error_Wrong_KindInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_error_wrong_kind(inputs)
});