/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ affiliate: NonNullable<unknown> }} Group_Affiliate_KeptInputs */

const en_group_affiliate_kept = /** @type {(inputs: Group_Affiliate_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partner code ${i?.affiliate} is included with your registration.`)
};

/**
* | output |
* | --- |
* | "Partner code {affiliate} is included with your registration." |
*
* @param {Group_Affiliate_KeptInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_affiliate_kept = /** @type {((inputs: Group_Affiliate_KeptInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Affiliate_KeptInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_affiliate_kept(inputs)
});