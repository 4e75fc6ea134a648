import {
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Button,
  Center,
  Grid,
  Group,
  Image,
  List,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useState } from 'react'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import type { Service } from '../service.schema'
import { CheckIcon, EditIcon, ExternalIcon, PhotoIcon } from '../../../ui/backoffice/components/icons'
import { windowLook } from '../../../ui/backoffice/components/FormModal'

type Props = {
  opened: boolean
  onClose: () => void
  service: Service | null
  fullScreen?: boolean
  onEdit: (service: Service) => void
}

/** The service roughly as its public page shows it: gallery, title, descriptions, features, and its status. */
export function ServicePreviewModal({ opened, onClose, service, fullScreen, onEdit }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Service preview" size={960} {...windowLook(fullScreen)}>
      {service ? <Preview key={service._id} service={service} onEdit={onEdit} /> : null}
    </Modal>
  )
}

function Preview({ service, onEdit }: { service: Service; onEdit: (service: Service) => void }) {
  const images =
    service.images.length > 0 ? service.images : service.mainImageUrl ? [service.mainImageUrl] : []
  const [shown, setShown] = useState(() => Math.max(0, images.indexOf(service.mainImageUrl ?? '')))
  const current = images[shown] ?? images[0]
  const isActive = service.status === 'active'
  const paragraphs = service.fullDescription.split(/\n{2,}/).filter((text) => text.trim())

  return (
    <Stack gap="lg">
      <Paper radius="md" p="lg" bg="#0b1a33" c="white">
        <Group gap="xs" mb="xs">
          <Badge color={isActive ? 'green.3' : 'gray.4'} variant="filled" size="sm" autoContrast>
            {isActive ? 'Active' : 'Inactive'}
          </Badge>
          {!isActive ? (
            <Text size="xs" c="gray.3">
              Not shown on the website
            </Text>
          ) : null}
        </Group>
        <Title order={2} size="h2" c="white">
          {service.title}
        </Title>
        <Text mt="xs" c="gray.3">
          {service.shortDescription}
        </Text>
      </Paper>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="lg">
            {current ? (
              <Stack gap="xs">
                <AspectRatio ratio={3 / 2}>
                  <Image
                    src={current}
                    alt={`${service.title}, image ${shown + 1} of ${images.length}`}
                    radius="md"
                    fit="cover"
                  />
                </AspectRatio>
                {images.length > 1 ? (
                  <Group gap="xs" role="group" aria-label="Images">
                    {images.map((url, index) => (
                      <UnstyledButton
                        key={url}
                        onClick={() => setShown(index)}
                        aria-label={`Show image ${index + 1} of ${images.length}`}
                        aria-current={index === shown ? 'true' : undefined}
                        style={{
                          borderRadius: 8,
                          outline:
                            index === shown
                              ? '2px solid var(--mantine-color-blue-8)'
                              : '1px solid transparent',
                          outlineOffset: 2,
                        }}
                      >
                        <Box pos="relative">
                          <Image
                            src={thumbnailUrl(url)}
                            fallbackSrc={url}
                            alt=""
                            w={72}
                            h={48}
                            radius="sm"
                            fit="cover"
                          />
                          {url === service.mainImageUrl ? (
                            <Badge
                              size="xs"
                              pos="absolute"
                              bottom={2}
                              left={2}
                              variant="filled"
                              color="dark.7"
                            >
                              Main
                            </Badge>
                          ) : null}
                        </Box>
                      </UnstyledButton>
                    ))}
                  </Group>
                ) : null}
              </Stack>
            ) : (
              <Center
                bg="gray.0"
                h={140}
                style={{ borderRadius: 8, border: '1px dashed var(--mantine-color-gray-4)' }}
              >
                <Stack align="center" gap={4} c="gray.7">
                  <PhotoIcon size={28} />
                  <Text size="sm">No images yet</Text>
                </Stack>
              </Center>
            )}
            {paragraphs.length > 0 ? (
              <Stack gap="sm">
                {paragraphs.map((paragraph, index) => (
                  <Text key={index} c="gray.8" style={{ whiteSpace: 'pre-line' }}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Paper withBorder radius="md" p="lg" bg="gray.0">
            <Title order={3} size="h4" mb="sm">
              What’s included
            </Title>
            {service.features.length > 0 ? (
              <List
                spacing="xs"
                icon={
                  <ThemeIcon color="blue.8" size={20} radius="xl">
                    <CheckIcon size={12} />
                  </ThemeIcon>
                }
              >
                {service.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="gray.7">
                No features listed. The service page shows this list only when there is one.
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>

      <Group justify="space-between" gap="sm" pt="xs">
        {isActive ? (
          <Anchor href={`/service/${service.slug}`} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span">
              Open the public page
              <ExternalIcon size={14} />
            </Group>
          </Anchor>
        ) : (
          <span />
        )}
        <Button leftSection={<EditIcon size={16} />} variant="light" onClick={() => onEdit(service)}>
          Edit service
        </Button>
      </Group>
    </Stack>
  )
}
