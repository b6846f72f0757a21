/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ discount: NonNullable<unknown> }} Referrals_Welcome_AmountInputs */

const en_referrals_welcome_amount = /** @type {(inputs: Referrals_Welcome_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A friend sent you our way: you get ${i?.discount} off your tax return with us.`)
};

/**
* | output |
* | --- |
* | "A friend sent you our way: you get {discount} off your tax return with us." |
*
* @param {Referrals_Welcome_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_amount = /** @type {((inputs: Referrals_Welcome_AmountInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Welcome_AmountInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_welcome_amount(inputs)
});