/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Upload_EarlierInputs */

const en_upload_earlier = /** @type {(inputs: Upload_EarlierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document ${i?.number} (uploaded earlier)`)
};

/**
* | output |
* | --- |
* | "Document {number} (uploaded earlier)" |
*
* @param {Upload_EarlierInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_earlier = /** @type {((inputs: Upload_EarlierInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_EarlierInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_earlier(inputs)
});