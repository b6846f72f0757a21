/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, discount: NonNullable<unknown> }} Referrals_Welcome_Named_AmountInputs */

const en_referrals_welcome_named_amount = /** @type {(inputs: Referrals_Welcome_Named_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sent you our way: as their friend, you get ${i?.discount} off your tax return with us.`)
};

/**
* | output |
* | --- |
* | "{name} sent you our way: as their friend, you get {discount} off your tax return with us." |
*
* @param {Referrals_Welcome_Named_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_named_amount = /** @type {((inputs: Referrals_Welcome_Named_AmountInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Welcome_Named_AmountInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_welcome_named_amount(inputs)
});