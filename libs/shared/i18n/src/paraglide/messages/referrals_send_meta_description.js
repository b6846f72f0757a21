/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Send_Meta_DescriptionInputs */

const en_referrals_send_meta_description = /** @type {(inputs: Referrals_Send_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommend Huron Tax & Accounting to a friend: they get a special discount on their return and you earn $20 - $50.`)
};

/**
* | output |
* | --- |
* | "Recommend Huron Tax & Accounting to a friend: they get a special discount on their return and you earn $20 - $50." |
*
* @param {Referrals_Send_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_send_meta_description = /** @type {((inputs?: Referrals_Send_Meta_DescriptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Send_Meta_DescriptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_send_meta_description(inputs)
});