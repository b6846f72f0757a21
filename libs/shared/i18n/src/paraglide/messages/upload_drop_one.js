/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Drop_OneInputs */

const en_upload_drop_one = /** @type {(inputs: Upload_Drop_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a file or drop it here`)
};

/**
* | output |
* | --- |
* | "Choose a file or drop it here" |
*
* @param {Upload_Drop_OneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_drop_one = /** @type {((inputs?: Upload_Drop_OneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Drop_OneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_drop_one(inputs)
});