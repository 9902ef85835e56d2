import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

@Module({
  imports: [SubmissionsModule],
  controllers: [ContactController],
  providers: [ContactRepository, ContactService],
})
export class ContactModule {}
