/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Drop_ManyInputs */

const en_upload_drop_many = /** @type {(inputs: Upload_Drop_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose files or drop them here`)
};

/**
* | output |
* | --- |
* | "Choose files or drop them here" |
*
* @param {Upload_Drop_ManyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_drop_many = /** @type {((inputs?: Upload_Drop_ManyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Drop_ManyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_drop_many(inputs)
});