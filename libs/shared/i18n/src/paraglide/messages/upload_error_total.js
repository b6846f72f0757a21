/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, max: NonNullable<unknown> }} Upload_Error_TotalInputs */

const en_upload_error_total = /** @type {(inputs: Upload_Error_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" was not added: at most ${i?.max} MB in all.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" was not added: at most {max} MB in all." |
*
* @param {Upload_Error_TotalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_error_total = /** @type {((inputs: Upload_Error_TotalInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Error_TotalInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_error_total(inputs)
});