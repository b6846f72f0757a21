/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Service_Aside_CallInputs */

const en_service_aside_call = /** @type {(inputs: Service_Aside_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Service_Aside_CallInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const service_aside_call = /** @type {((inputs: Service_Aside_CallInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Aside_CallInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_service_aside_call(inputs)
});