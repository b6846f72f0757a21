/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, max: NonNullable<unknown> }} Upload_Error_Too_ManyInputs */

const en_upload_error_too_many = /** @type {(inputs: Upload_Error_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" was not added: at most ${i?.max} files.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" was not added: at most {max} files." |
*
* @param {Upload_Error_Too_ManyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_error_too_many = /** @type {((inputs: Upload_Error_Too_ManyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Error_Too_ManyInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_error_too_many(inputs)
});