import { SigningKey } from '../auth/signing-key.entity.ts';
import { ChatbotPrompt } from '../modules/chat/chatbot-prompt.entity.ts';
import { Image } from '../modules/images/image.entity.ts';
import { Recipe } from '../modules/recipes/recipe.entity.ts';
import { ShoppingItem } from '../modules/shopping/shopping-item.entity.ts';
import { User } from '../modules/users/user.entity.ts';

/** Every entity the ORM knows; migrations are diffed against these. */
export const entities = [User, Recipe, ShoppingItem, Image, ChatbotPrompt, SigningKey];
