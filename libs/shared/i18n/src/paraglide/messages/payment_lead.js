/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_LeadInputs */

const en_payment_lead = /** @type {(inputs: Payment_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay your invoice or fee securely by card. Enter the amount in dollars; you confirm the payment on the next page.`)
};

/**
* | output |
* | --- |
* | "Pay your invoice or fee securely by card. Enter the amount in dollars; you confirm the payment on the next page." |
*
* @param {Payment_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_lead = /** @type {((inputs?: Payment_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_lead(inputs)
});