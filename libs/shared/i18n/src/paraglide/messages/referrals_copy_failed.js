/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Copy_FailedInputs */

const en_referrals_copy_failed = /** @type {(inputs: Referrals_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: select the link and copy it yourself`)
};

/**
* | output |
* | --- |
* | "Could not copy: select the link and copy it yourself" |
*
* @param {Referrals_Copy_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_copy_failed = /** @type {((inputs?: Referrals_Copy_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Copy_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_copy_failed(inputs)
});