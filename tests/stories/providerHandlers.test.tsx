import { composeStories } from '@storybook/react';
import { expect, test } from 'vitest';
import { createProviderClient } from '../../headless/core/api/providerClient';
import { authorize } from '../../headless/core/executor/authorize';
import * as payButtonStories from '../../stories/PayButton.stories';

const { Enabled } = composeStories(payButtonStories);

test("a story's loader answers the kit's authorize flow with the default provider handlers", async () => {
  await Enabled.load();

  const outcome = await authorize({
    client: createProviderClient({ getToken: () => 'story-token' }),
    authorizeUrl: 'https://provider.example/v1/executions/exe_story/authorize',
    executionUrl: 'https://provider.example/v1/executions/exe_story',
    body: {},
    sleep: async () => {},
  });

  expect(outcome.type).toBe('success');
  expect(outcome.execution.id).toBe('exe_story');
});
