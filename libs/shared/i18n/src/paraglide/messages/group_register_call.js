/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Group_Register_CallInputs */

const en_group_register_call = /** @type {(inputs: Group_Register_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prefer to talk? Call ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "Prefer to talk? Call {phone}." |
*
* @param {Group_Register_CallInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_register_call = /** @type {((inputs: Group_Register_CallInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Register_CallInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_register_call(inputs)
});