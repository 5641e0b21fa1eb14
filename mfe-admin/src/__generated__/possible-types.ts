
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddShoppingListItemResult": [
      "AddShoppingListItemSuccess",
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "ShoppingListItemDeletedError"
    ],
    "AdminRemoveTwoFactorResult": [
      "AdminRemoveTwoFactorSuccess",
      "AdminUserNotFoundError",
      "BaseError",
      "InputValidationError"
    ],
    "AdminReportResult": [
      "AdminReportSuccess",
      "BaseError",
      "InputValidationError"
    ],
    "AdminUserExportResult": [
      "AdminUserExportSuccess",
      "BaseError",
      "InputValidationError"
    ],
    "AnalyzeRecipeImageResult": [
      "AnalyzeRecipeImageSuccess",
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "TooManyImportsError"
    ],
    "AnalyzeRecipeTextResult": [
      "AnalyzeRecipeTextSuccess",
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "TooManyImportsError"
    ],
    "AnalyzeRecipeUrlResult": [
      "AnalyzeRecipeUrlSuccess",
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "TooManyImportsError"
    ],
    "ClearShoppingListResult": [
      "BaseError",
      "ClearShoppingListSuccess",
      "InputValidationError"
    ],
    "CreateRealtimeSessionResult": [
      "BaseError",
      "CreateRealtimeSessionSuccess",
      "InputValidationError",
      "RealtimeSessionFailedError",
      "RealtimeSessionRateLimitedError",
      "RealtimeVoiceUnavailableError",
      "RecipeNotFoundError"
    ],
    "CreateRecipeResult": [
      "BaseError",
      "CreateRecipeSuccess",
      "InputValidationError"
    ],
    "DeleteRecipeResult": [
      "BaseError",
      "DeleteRecipeSuccess",
      "InputValidationError",
      "RecipeNotFoundError"
    ],
    "DeleteShoppingListItemResult": [
      "BaseError",
      "DeleteShoppingListItemSuccess",
      "InputValidationError",
      "ShoppingListItemNotFoundError"
    ],
    "Error": [
      "AdminUserNotFoundError",
      "BaseError",
      "ChatFailedError",
      "ChatTurnInProgressError",
      "ChatTurnRateLimitedError",
      "ChatbotPromptVersionNotFoundError",
      "ImportFailedError",
      "InputValidationError",
      "RealtimeSessionFailedError",
      "RealtimeSessionRateLimitedError",
      "RealtimeVoiceUnavailableError",
      "RecipeNotFoundError",
      "ShoppingListItemDeletedError",
      "ShoppingListItemNotFoundError",
      "ShoppingListUndoExpiredError",
      "ShoppingListUndoNotFoundError",
      "TooManyImportsError"
    ],
    "GenerateRecipeImageResult": [
      "BaseError",
      "GenerateRecipeImageSuccess",
      "ImportFailedError",
      "InputValidationError",
      "RecipeNotFoundError",
      "TooManyImportsError"
    ],
    "GenerateShoppingListResult": [
      "BaseError",
      "GenerateShoppingListSuccess",
      "InputValidationError",
      "RecipeNotFoundError"
    ],
    "OptimizeShoppingListResult": [
      "BaseError",
      "InputValidationError",
      "OptimizeShoppingListSuccess"
    ],
    "RecipeImportResult": [
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "RecipeImportSuccess"
    ],
    "ResetChatbotPromptResult": [
      "BaseError",
      "InputValidationError",
      "ResetChatbotPromptSuccess"
    ],
    "RestoreChatbotPromptResult": [
      "BaseError",
      "ChatbotPromptVersionNotFoundError",
      "InputValidationError",
      "RestoreChatbotPromptSuccess"
    ],
    "RunAssistantToolResult": [
      "BaseError",
      "InputValidationError",
      "RunAssistantToolSuccess"
    ],
    "SaveSharedRecipeResult": [
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "SaveSharedRecipeSuccess"
    ],
    "SendChatMessageResult": [
      "BaseError",
      "ChatFailedError",
      "ChatTurnInProgressError",
      "ChatTurnRateLimitedError",
      "InputValidationError",
      "RecipeNotFoundError",
      "SendChatMessageSuccess"
    ],
    "SetRecipeFavoriteResult": [
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "SetRecipeFavoriteSuccess"
    ],
    "SetRecipeSharedResult": [
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "SetRecipeSharedSuccess"
    ],
    "SetShoppingListItemCompletedResult": [
      "BaseError",
      "InputValidationError",
      "SetShoppingListItemCompletedSuccess",
      "ShoppingListItemNotFoundError"
    ],
    "ShoppingListChangesResult": [
      "BaseError",
      "InputValidationError",
      "ShoppingListChangesSuccess"
    ],
    "StartChatTurnResult": [
      "BaseError",
      "ChatTurnInProgressError",
      "ChatTurnRateLimitedError",
      "InputValidationError",
      "RecipeNotFoundError",
      "StartChatTurnSuccess"
    ],
    "StartRecipeImportResult": [
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "StartRecipeImportSuccess",
      "TooManyImportsError"
    ],
    "UndoShoppingListChangeResult": [
      "BaseError",
      "InputValidationError",
      "ShoppingListUndoExpiredError",
      "ShoppingListUndoNotFoundError",
      "UndoShoppingListChangeSuccess"
    ],
    "UpdateChatbotPromptResult": [
      "BaseError",
      "InputValidationError",
      "UpdateChatbotPromptSuccess"
    ],
    "UpdateRecipeResult": [
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "UpdateRecipeSuccess"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddShoppingListItemResult": [
      "AddShoppingListItemSuccess",
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "ShoppingListItemDeletedError"
    ],
    "AdminRemoveTwoFactorResult": [
      "AdminRemoveTwoFactorSuccess",
      "AdminUserNotFoundError",
      "BaseError",
      "InputValidationError"
    ],
    "AdminReportResult": [
      "AdminReportSuccess",
      "BaseError",
      "InputValidationError"
    ],
    "AdminUserExportResult": [
      "AdminUserExportSuccess",
      "BaseError",
      "InputValidationError"
    ],
    "AnalyzeRecipeImageResult": [
      "AnalyzeRecipeImageSuccess",
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "TooManyImportsError"
    ],
    "AnalyzeRecipeTextResult": [
      "AnalyzeRecipeTextSuccess",
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "TooManyImportsError"
    ],
    "AnalyzeRecipeUrlResult": [
      "AnalyzeRecipeUrlSuccess",
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "TooManyImportsError"
    ],
    "ClearShoppingListResult": [
      "BaseError",
      "ClearShoppingListSuccess",
      "InputValidationError"
    ],
    "CreateRealtimeSessionResult": [
      "BaseError",
      "CreateRealtimeSessionSuccess",
      "InputValidationError",
      "RealtimeSessionFailedError",
      "RealtimeSessionRateLimitedError",
      "RealtimeVoiceUnavailableError",
      "RecipeNotFoundError"
    ],
    "CreateRecipeResult": [
      "BaseError",
      "CreateRecipeSuccess",
      "InputValidationError"
    ],
    "DeleteRecipeResult": [
      "BaseError",
      "DeleteRecipeSuccess",
      "InputValidationError",
      "RecipeNotFoundError"
    ],
    "DeleteShoppingListItemResult": [
      "BaseError",
      "DeleteShoppingListItemSuccess",
      "InputValidationError",
      "ShoppingListItemNotFoundError"
    ],
    "Error": [
      "AdminUserNotFoundError",
      "BaseError",
      "ChatFailedError",
      "ChatTurnInProgressError",
      "ChatTurnRateLimitedError",
      "ChatbotPromptVersionNotFoundError",
      "ImportFailedError",
      "InputValidationError",
      "RealtimeSessionFailedError",
      "RealtimeSessionRateLimitedError",
      "RealtimeVoiceUnavailableError",
      "RecipeNotFoundError",
      "ShoppingListItemDeletedError",
      "ShoppingListItemNotFoundError",
      "ShoppingListUndoExpiredError",
      "ShoppingListUndoNotFoundError",
      "TooManyImportsError"
    ],
    "GenerateRecipeImageResult": [
      "BaseError",
      "GenerateRecipeImageSuccess",
      "ImportFailedError",
      "InputValidationError",
      "RecipeNotFoundError",
      "TooManyImportsError"
    ],
    "GenerateShoppingListResult": [
      "BaseError",
      "GenerateShoppingListSuccess",
      "InputValidationError",
      "RecipeNotFoundError"
    ],
    "OptimizeShoppingListResult": [
      "BaseError",
      "InputValidationError",
      "OptimizeShoppingListSuccess"
    ],
    "RecipeImportResult": [
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "RecipeImportSuccess"
    ],
    "ResetChatbotPromptResult": [
      "BaseError",
      "InputValidationError",
      "ResetChatbotPromptSuccess"
    ],
    "RestoreChatbotPromptResult": [
      "BaseError",
      "ChatbotPromptVersionNotFoundError",
      "InputValidationError",
      "RestoreChatbotPromptSuccess"
    ],
    "RunAssistantToolResult": [
      "BaseError",
      "InputValidationError",
      "RunAssistantToolSuccess"
    ],
    "SaveSharedRecipeResult": [
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "SaveSharedRecipeSuccess"
    ],
    "SendChatMessageResult": [
      "BaseError",
      "ChatFailedError",
      "ChatTurnInProgressError",
      "ChatTurnRateLimitedError",
      "InputValidationError",
      "RecipeNotFoundError",
      "SendChatMessageSuccess"
    ],
    "SetRecipeFavoriteResult": [
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "SetRecipeFavoriteSuccess"
    ],
    "SetRecipeSharedResult": [
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "SetRecipeSharedSuccess"
    ],
    "SetShoppingListItemCompletedResult": [
      "BaseError",
      "InputValidationError",
      "SetShoppingListItemCompletedSuccess",
      "ShoppingListItemNotFoundError"
    ],
    "ShoppingListChangesResult": [
      "BaseError",
      "InputValidationError",
      "ShoppingListChangesSuccess"
    ],
    "StartChatTurnResult": [
      "BaseError",
      "ChatTurnInProgressError",
      "ChatTurnRateLimitedError",
      "InputValidationError",
      "RecipeNotFoundError",
      "StartChatTurnSuccess"
    ],
    "StartRecipeImportResult": [
      "BaseError",
      "ImportFailedError",
      "InputValidationError",
      "StartRecipeImportSuccess",
      "TooManyImportsError"
    ],
    "UndoShoppingListChangeResult": [
      "BaseError",
      "InputValidationError",
      "ShoppingListUndoExpiredError",
      "ShoppingListUndoNotFoundError",
      "UndoShoppingListChangeSuccess"
    ],
    "UpdateChatbotPromptResult": [
      "BaseError",
      "InputValidationError",
      "UpdateChatbotPromptSuccess"
    ],
    "UpdateRecipeResult": [
      "BaseError",
      "InputValidationError",
      "RecipeNotFoundError",
      "UpdateRecipeSuccess"
    ]
  }
};
      export default result;
    