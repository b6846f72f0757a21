/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Amount_Too_SmallInputs */

const en_payment_amount_too_small = /** @type {(inputs: Payment_Amount_Too_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount must be at least $0.01.`)
};

/**
* | output |
* | --- |
* | "Amount must be at least $0.01." |
*
* @param {Payment_Amount_Too_SmallInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_amount_too_small = /** @type {((inputs?: Payment_Amount_Too_SmallInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Amount_Too_SmallInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_amount_too_small(inputs)
});