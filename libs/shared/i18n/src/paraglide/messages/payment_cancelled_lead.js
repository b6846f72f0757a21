/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Cancelled_LeadInputs */

const en_payment_cancelled_lead = /** @type {(inputs: Payment_Cancelled_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cancelled the payment, so no charge was made.`)
};

/**
* | output |
* | --- |
* | "You cancelled the payment, so no charge was made." |
*
* @param {Payment_Cancelled_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_lead = /** @type {((inputs?: Payment_Cancelled_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Cancelled_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_cancelled_lead(inputs)
});