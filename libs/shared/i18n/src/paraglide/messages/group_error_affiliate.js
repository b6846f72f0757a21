/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Error_AffiliateInputs */

const en_group_error_affiliate = /** @type {(inputs: Group_Error_AffiliateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The partner code in the page address is not valid; open the link you were given again.`)
};

/**
* | output |
* | --- |
* | "The partner code in the page address is not valid; open the link you were given again." |
*
* @param {Group_Error_AffiliateInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_affiliate = /** @type {((inputs?: Group_Error_AffiliateInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Error_AffiliateInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_error_affiliate(inputs)
});