/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Unpaid_LeadInputs */

const en_payment_unpaid_lead = /** @type {(inputs: Payment_Unpaid_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No charge was made. You can try again.`)
};

/**
* | output |
* | --- |
* | "No charge was made. You can try again." |
*
* @param {Payment_Unpaid_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_unpaid_lead = /** @type {((inputs?: Payment_Unpaid_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Unpaid_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_unpaid_lead(inputs)
});