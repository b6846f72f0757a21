/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, max: NonNullable<unknown> }} Upload_Error_Too_BigInputs */

const en_upload_error_too_big = /** @type {(inputs: Upload_Error_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is larger than ${i?.max} MB.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" is larger than {max} MB." |
*
* @param {Upload_Error_Too_BigInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_error_too_big = /** @type {((inputs: Upload_Error_Too_BigInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Error_Too_BigInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_error_too_big(inputs)
});