/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Taxschool_SubmitInputs */

const en_taxschool_submit = /** @type {(inputs: Taxschool_SubmitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register and Pay ${i?.fee}`)
};

/**
* | output |
* | --- |
* | "Register and Pay {fee}" |
*
* @param {Taxschool_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_submit = /** @type {((inputs: Taxschool_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_submit(inputs)
});