import { Accordion, Anchor, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { GUIDE_SECTIONS, HELP_TOPICS } from './guide-content'

/** /admin/documentation: the whole back-office guide, with a table of contents. */
export function DocumentationPage() {
  return (
    <>
      <PageHeader title="Back-office guide" description="How to keep the website up to date, area by area." />
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Paper
          component="nav"
          aria-label="Contents"
          withBorder
          radius="lg"
          p="md"
          visibleFrom="md"
          w={240}
          style={{ position: 'sticky', top: 80, flexShrink: 0 }}
        >
          <Text fw={600} size="sm" mb="xs">
            Contents
          </Text>
          <Stack gap={6}>
            {GUIDE_SECTIONS.map((section) => (
              <Anchor key={section.id} href={`#${section.id}`} size="sm" c="blue.8">
                {section.title}
              </Anchor>
            ))}
          </Stack>
        </Paper>
        <Stack gap="lg" style={{ flex: 1, minWidth: 0 }} maw={760}>
          {GUIDE_SECTIONS.map((section) => (
            <Paper
              key={section.id}
              component="section"
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              style={{ scrollMarginTop: 80 }}
            >
              <Title order={2} size="h3" id={`${section.id}-title`} mb="sm">
                {section.title}
              </Title>
              <Stack gap="sm">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} size="sm" lh={1.65}>
                    {paragraph}
                  </Text>
                ))}
                {section.steps ? (
                  <List type="ordered" size="sm" spacing={4}>
                    {section.steps.map((step) => (
                      <List.Item key={step}>{step}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Group>
    </>
  )
}

/** /admin/help: quick answers to common questions, with links into the guide. */
export function HelpPage() {
  return (
    <>
      <PageHeader title="Help" description="Quick answers to the questions staff ask most.">
        <Button component={Link} to="/admin/documentation" variant="default">
          Read the full guide
        </Button>
      </PageHeader>
      <Box maw={860}>
        <Accordion variant="separated" radius="lg" chevronPosition="right">
          {HELP_TOPICS.map((topic, index) => (
            <Accordion.Item key={topic.question} value={`topic-${index}`} bg="white">
              <Accordion.Control>
                <Text fw={500} size="sm">
                  {topic.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" lh={1.65}>
                  {topic.answer}
                </Text>
                <Anchor
                  component={Link}
                  to={`/admin/documentation#${topic.sectionId}`}
                  size="sm"
                  c="blue.8"
                  mt="xs"
                  display="inline-block"
                >
                  More in the guide
                </Anchor>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Text size="sm" c="gray.7" mt="xl">
          Something not working as it should?{' '}
          <Anchor component={Link} to="/admin/support" c="blue.8">
            See the system status on the support page
          </Anchor>
          .
        </Text>
      </Box>
    </>
  )
}
