/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kinds: NonNullable<unknown>, size: NonNullable<unknown>, count: NonNullable<unknown>, total: NonNullable<unknown> }} Upload_HintInputs */

const en_upload_hint = /** @type {(inputs: Upload_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kinds}; up to ${i?.size} MB a file, ${i?.count} files and ${i?.total} MB in all.`)
};

/**
* | output |
* | --- |
* | "{kinds}; up to {size} MB a file, {count} files and {total} MB in all." |
*
* @param {Upload_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_hint = /** @type {((inputs: Upload_HintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_HintInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_hint(inputs)
});